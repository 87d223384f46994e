import { bannerListSchema } from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { shortPublicCache } from "../../plugins/cache";
import { listBanners } from "./service";

const bannersRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  shortPublicCache(app);

  app.get(
    "/website/banner",
    { schema: { tags: ["catalogue"], summary: "Home-page banners", response: { 200: bannerListSchema } } },
    async (request) => listBanners(app.deps.db, request.website.id),
  );
};

export default bannersRoutes;
