import type { ShopSettings } from "@/lib/api/types";
import type { Translate } from "@/lib/i18n";
import { SHOP_NAME } from "@/lib/shop-name";
import { Link } from "@/modules/layout/link";
import {
  ClockIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
  YoutubeIcon,
} from "./icons";
import { ACCOUNT_LINKS, displayPhone, INFORMATION_LINKS, telHref } from "./links";
import { Logo } from "./logo";

/**
 * SPEC.md section 1 and decisions.md, written the same way everywhere; shown only while the shop settings
 * cannot be read (the settings are the source of the hours).
 */
export const OPENING_HOURS = "Mon-Sat 11:00 to 19:00";

const SOCIAL = [
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "instagram", label: "Instagram", Icon: InstagramIcon },
  { key: "youtube", label: "YouTube", Icon: YoutubeIcon },
  { key: "linkedin", label: "LinkedIn", Icon: LinkedinIcon },
] as const;

export function SiteFooter({ settings, t }: { settings: ShopSettings | null; t: Translate }) {
  const year = new Date().getFullYear();
  const company = settings?.legalName ?? SHOP_NAME;
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container footer-grid">
        <section>
          <Logo label={t("header.logoAlt")} tagline={t("header.tagline")} />
          <p>{t("footer.about")}</p>
          {settings ? (
            <ul className="social" aria-label={t("footer.followUs")}>
              {SOCIAL.map(({ key, label, Icon }) => {
                const href = settings.social[key];
                return href ? (
                  <li key={key}>
                    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
                      <Icon />
                    </a>
                  </li>
                ) : null;
              })}
            </ul>
          ) : null}
        </section>
        <section>
          <h2 className="footer-title">{t("footer.contactUs")}</h2>
          <address className="footer-contact" id="store-location">
            {settings ? (
              <>
                <span>
                  <PinIcon style={{ verticalAlign: "-4px", marginInlineEnd: 6 }} />
                  {[...settings.addressLines, `${settings.city} ${settings.pincode}`].join(", ")}
                </span>
                {settings.phones.map((phone) => (
                  <span key={phone}>
                    <PhoneIcon style={{ verticalAlign: "-4px", marginInlineEnd: 6 }} />
                    <a href={telHref(phone)} dir="ltr">
                      {displayPhone(phone)}
                    </a>
                  </span>
                ))}
                <span>
                  <MailIcon style={{ verticalAlign: "-4px", marginInlineEnd: 6 }} />
                  <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </span>
              </>
            ) : null}
            <span>
              <ClockIcon style={{ verticalAlign: "-4px", marginInlineEnd: 6 }} />
              {t("footer.openingHoursLabel")}{" "}
              <bdi data-testid="opening-hours">{settings?.openingHours ?? OPENING_HOURS}</bdi>
            </span>
          </address>
          {settings ? (
            <dl className="footer-ids" aria-label={t("footer.registration")}>
              <dt>{t("footer.gstin")}</dt>
              <dd>{settings.gstin}</dd>
              <dt>{t("footer.cin")}</dt>
              <dd>{settings.cin}</dd>
              <dt>{t("footer.pan")}</dt>
              <dd>{settings.pan}</dd>
            </dl>
          ) : null}
        </section>
        <nav aria-label={t("footer.information")}>
          <h2 className="footer-title">{t("footer.information")}</h2>
          <ul className="footer-list">
            {INFORMATION_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("footer.myAccount")}>
          <h2 className="footer-title">{t("footer.myAccount")}</h2>
          <ul className="footer-list">
            <li>
              <Link href="/account/dashboard">{t("account.dashboard")}</Link>
            </li>
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{t(link.label)}</Link>
              </li>
            ))}
            <li>
              <Link href="/shop/wishlist">{t("header.wishlist")}</Link>
            </li>
            <li>
              <Link href="/shop/cart">{t("header.cart")}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="footer-bottom">
        <div className="container">
          {/* 'Pvt. Ltd.' already ends the sentence the text closes with its own full stop. */}
          <p data-testid="footer-rights">
            {t("footer.rights", { year, company: company.replace(/\.$/, "") })}
          </p>
        </div>
      </div>
    </footer>
  );
}
