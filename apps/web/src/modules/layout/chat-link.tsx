"use client";

import { usePathname } from "next/navigation";
import { ChatIcon } from "./icons";
import { isFormPage } from "./links";

/** wa.me takes the number in international form without '+' and the greeting as `text`. */
export function chatHref(number: string, greeting: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}`;
}

export function ChatLink({ number, greeting, label }: { number: string; greeting: string; label: string }) {
  const pathname = usePathname();
  return (
    <a
      className={isFormPage(pathname) ? "chat-link chat-link-form-page" : "chat-link"}
      href={chatHref(number, greeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      data-testid="chat-link"
    >
      <ChatIcon />
    </a>
  );
}
