import { getServerLanguage } from "@/lib/i18n/server";
import { createAccountTranslate } from "./account-text";
import { accountRussian } from "./account-text-ru";

/** The account texts for server components (page titles), in the language of the `locale` cookie. */
export async function getAccountText() {
  const language = await getServerLanguage();
  return createAccountTranslate(language.locale, accountRussian);
}
