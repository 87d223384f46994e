export type { Api } from "./endpoints";
export { createApi, listImagePath, storagePath } from "./endpoints";
export type { ApiErrorKind } from "./errors";
export { ApiError } from "./errors";
export type { Query, Requester, RequestOptions, Transport } from "./request";
export { createRequester, toSearchParams, WEBSITE_ID } from "./request";
export type * from "./types";
