import type { MetadataRoute } from "next";
import { robotsRules } from "@/modules/seo/robots-rules";
import { publicWebUrl } from "@/modules/seo/seo-env";

// PUBLIC_WEB_URL is read when the shop runs, not baked in when it is built.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return robotsRules(publicWebUrl());
}
