import { cookies } from "next/headers";
import { createTranslate, type Language, LOCALE_COOKIE, languageOrDefault } from "./languages";

/** The language of the current request, from the `locale` cookie the client keeps in step with its state. */
export async function getServerLanguage(): Promise<Language> {
  const store = await cookies();
  return languageOrDefault(store.get(LOCALE_COOKIE)?.value);
}

export async function getServerTranslate() {
  const language = await getServerLanguage();
  return { language, t: createTranslate(language.messages, language.direction) };
}
