import type { Metadata } from "next";
import { loadSettings } from "@/lib/api/server";
import { getServerTranslate } from "@/lib/i18n/server";
import { ContentShell } from "@/modules/info/content-shell";
import { infoTranslate } from "@/modules/info/messages";
import { mapSearchHref, shopAddress } from "@/modules/info/shop-details";
import { displayPhone, telHref } from "@/modules/layout/links";
import styles from "./contact.module.css";
import { ContactForm } from "./contact-form";
import { contactMessages } from "./messages";

export async function contactPageMetadata(): Promise<Metadata> {
  const { language, t } = await getServerTranslate();
  return { title: t("page.contactUs"), description: contactMessages(language.locale).description };
}

/** /site/contact-us and /contact-us: the shop's details from the settings, a map link and the contact form. */
export async function ContactPage() {
  const [{ language, t }, settings] = await Promise.all([getServerTranslate(), loadSettings()]);
  const m = contactMessages(language.locale);
  const info = infoTranslate(language.locale);
  const firstPhone = settings?.phones[0];

  return (
    <ContentShell
      title={t("page.contactUs")}
      intro={m.intro}
      crumbs={[{ href: "/", label: info("home") }]}
      breadcrumbLabel={info("breadcrumb")}
    >
      <div className={styles.grid}>
        <section className={styles.card} id="store-location" aria-labelledby="contact-store">
          <h2 className={styles.cardTitle} id="contact-store">
            {m.storeTitle}
          </h2>
          {settings ? (
            <>
              <dl className={styles.details} data-testid="contact-details">
                <div>
                  <dt>{m.address}</dt>
                  <dd>
                    <address style={{ fontStyle: "normal" }}>
                      {settings.legalName}
                      <br />
                      {shopAddress(settings)}
                    </address>
                  </dd>
                </div>
                <div>
                  <dt>{m.phone}</dt>
                  <dd className={styles.phones}>
                    {settings.phones.map((phone) => (
                      <a key={phone} href={telHref(phone)} dir="ltr">
                        {displayPhone(phone)}
                      </a>
                    ))}
                  </dd>
                </div>
                <div>
                  <dt>{m.email}</dt>
                  <dd>
                    <a href={`mailto:${settings.email}`}>{settings.email}</a>
                  </dd>
                </div>
                <div>
                  <dt>{m.openingHours}</dt>
                  <dd data-testid="contact-hours">{settings.openingHours}</dd>
                </div>
              </dl>
              <div className={styles.actions}>
                <a
                  className="btn btn-dark"
                  href={mapSearchHref(settings)}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="contact-map"
                >
                  {m.mapLink}
                </a>
                {firstPhone ? (
                  <a className="btn btn-outline" href={telHref(firstPhone)}>
                    {m.call}
                  </a>
                ) : null}
                <a className="btn btn-outline" href={`mailto:${settings.email}`}>
                  {m.write}
                </a>
              </div>
              <h3 className={styles.subTitle}>{m.registration}</h3>
              <dl className={styles.ids}>
                <dt>{m.company}</dt>
                <dd>{settings.legalName}</dd>
                <dt>{m.gstin}</dt>
                <dd>{settings.gstin}</dd>
                <dt>{m.cin}</dt>
                <dd>{settings.cin}</dd>
                <dt>{m.pan}</dt>
                <dd>{settings.pan}</dd>
              </dl>
            </>
          ) : (
            <p className={styles.notice} role="status">
              {m.unavailable}
            </p>
          )}
        </section>
        <section className={styles.card} aria-labelledby="contact-form-title">
          <h2 className={styles.cardTitle} id="contact-form-title">
            {m.formTitle}
          </h2>
          <p className={styles.note}>{m.formNote}</p>
          <ContactForm />
        </section>
      </div>
    </ContentShell>
  );
}
