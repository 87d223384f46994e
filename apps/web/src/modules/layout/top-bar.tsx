"use client";

import { CURRENCIES, type CurrencyCode, truncateName } from "@roshni/core";
import { LANGUAGES } from "@/lib/i18n";
import { useAuth, useCurrency, useI18n } from "@/lib/store";
import { Link } from "@/modules/layout/link";
import { ChevronDownIcon } from "./icons";
import { ACCOUNT_LINKS, displayPhone, LOGIN_HREF, TOP_BAR_LINKS, telHref } from "./links";
import { usePopup } from "./use-dismiss";

interface DropdownProps {
  label: string;
  value: string;
  testId: string;
  children: (close: () => void) => React.ReactNode;
}

/** A top-bar menu button with its list; closes on outside click, focus leaving and Escape. */
export function TopBarDropdown({ label, value, testId, children }: DropdownProps) {
  const { open, close, toggle, ref, id } = usePopup();
  return (
    <div className="menu" ref={ref}>
      <button
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={id}
        data-testid={testId}
        onClick={toggle}
      >
        {label ? <span className="menu-label">{label}:</span> : null}
        <span>{value}</span>
        <ChevronDownIcon className="icon caret" />
      </button>
      {open ? (
        <ul className="menu-list" id={id}>
          {children(close)}
        </ul>
      ) : null}
    </div>
  );
}

export function CurrencyMenu({ withLabel = true }: { withLabel?: boolean }) {
  const { t } = useI18n();
  const { currency, currencies, setCurrency } = useCurrency();
  const current = CURRENCIES.find((item) => item.code === currency) ?? CURRENCIES[0];
  return (
    <TopBarDropdown
      label={withLabel ? t("topbar.currency") : ""}
      value={current ? `${current.symbol} ${current.code}` : currency}
      testId="currency-menu"
    >
      {(close) =>
        currencies.map((item) => (
          <li key={item.code}>
            <button
              type="button"
              aria-current={item.code === currency}
              data-currency={item.code}
              onClick={() => {
                setCurrency(item.code as CurrencyCode);
                close();
              }}
            >
              {item.symbol} {t(`currency.${item.code}`)}
            </button>
          </li>
        ))
      }
    </TopBarDropdown>
  );
}

export function LanguageMenu({ withLabel = true }: { withLabel?: boolean }) {
  const { t, language, setLocale } = useI18n();
  return (
    <TopBarDropdown
      label={withLabel ? t("topbar.language") : ""}
      value={language.name}
      testId="language-menu"
    >
      {(close) =>
        LANGUAGES.map((item) => (
          <li key={item.locale}>
            <button
              type="button"
              lang={item.code}
              aria-current={item.locale === language.locale}
              data-locale={item.locale}
              onClick={() => {
                setLocale(item.locale);
                close();
              }}
            >
              {item.name}
            </button>
          </li>
        ))
      }
    </TopBarDropdown>
  );
}

/** Signed in: the name cut to 11 characters plus '...' with the account menu; otherwise 'Login'. */
export function AccountMenu() {
  const { t } = useI18n();
  const { user, signedIn } = useAuth();
  if (!signedIn) {
    return (
      <Link href={LOGIN_HREF} className="menu-button" data-testid="login-link">
        {t("account.login")}
      </Link>
    );
  }
  return (
    <TopBarDropdown
      label=""
      value={user ? truncateName(user.name) : t("topbar.myAccount")}
      testId="account-menu"
    >
      {(close) => <AccountLinkItems onChoose={close} />}
    </TopBarDropdown>
  );
}

export function TopBar({ phone }: { phone: string | null }) {
  const { t } = useI18n();
  return (
    <div className="topbar">
      <div className="container topbar-inner">
        <ul className="topbar-links">
          {TOP_BAR_LINKS.map((link) => (
            <li key={link.label}>
              <Link href={link.href}>{t(link.label)}</Link>
            </li>
          ))}
        </ul>
        <span className="topbar-spacer" />
        {phone ? (
          <span className="topbar-service">
            {t("topbar.customerService")}:{" "}
            <a href={telHref(phone)} dir="ltr">
              {displayPhone(phone)}
            </a>
          </span>
        ) : null}
        <CurrencyMenu />
        <LanguageMenu />
        <AccountMenu />
      </div>
    </div>
  );
}

/** The signed-in buyer's account pages and Logout as list items; `onChoose` closes the menu they sit in. */
export function AccountLinkItems({ onChoose }: { onChoose: () => void }) {
  const { t } = useI18n();
  const { logout } = useAuth();
  return (
    <>
      {ACCOUNT_LINKS.map((link) => (
        <li key={link.href}>
          <Link href={link.href} onClick={onChoose}>
            {t(link.label)}
          </Link>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => {
            onChoose();
            logout();
          }}
        >
          {t("account.logout")}
        </button>
      </li>
    </>
  );
}
