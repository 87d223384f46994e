import { CHECKOUT_HREF, LOGIN_HREF } from "@/modules/layout/links";

/** A visitor is sent to sign in and brought back to checkout (the login page honours `next`). */
export const LOGIN_FOR_CHECKOUT = `${LOGIN_HREF}?next=${encodeURIComponent(CHECKOUT_HREF)}`;
