// The API's shapes are the zod schemas of @roshni/core (API.md); the storefront only names them.
import type {
  AddressDto,
  AddressInput,
  AddressPatchInput,
  AuthResponseDto,
  BannerDto,
  BlogPageDto,
  BlogPostDto,
  CategoryDto,
  CouponDto,
  CustomerDto,
  CustomerPatchInput,
  ImageDto,
  LoginInput,
  OrderDto,
  OrderInput,
  OrderPageDto,
  PasswordChangeInput,
  PaymentClaimDto,
  PaymentClaimInput,
  PaymentStatusDto,
  ProductDto,
  ProductFilterDto,
  ProductFiltersDto,
  ProductPageDto,
  QuoteDto,
  QuoteInput,
  RegisterInput,
  ResetPasswordInput,
  SavedListsDto,
  SavedListsInput,
  ShopSettingsDto,
} from "@roshni/core";

export type Address = AddressDto;
export type AddressBody = AddressInput;
export type AddressPatch = AddressPatchInput;
export type AuthResult = AuthResponseDto;
export type Banner = BannerDto;
export type BlogPage = BlogPageDto;
export type BlogPost = BlogPostDto;
export type Category = CategoryDto;
export type Coupon = CouponDto;
export type Customer = CustomerDto;
export type CustomerPatch = CustomerPatchInput;
export type Image = ImageDto;
export type LoginBody = LoginInput;
export type Order = OrderDto;
export type OrderBody = OrderInput;
export type OrderPage = OrderPageDto;
export type PasswordChange = PasswordChangeInput;
export type PaymentStatus = PaymentStatusDto;
export type PaymentClaim = PaymentClaimDto;
export type PaymentClaimBody = PaymentClaimInput;
export type Product = ProductDto;
export type ProductFilter = ProductFilterDto;
export type ProductFilters = ProductFiltersDto;
export type ProductList = ProductPageDto;
export type Quote = QuoteDto;
export type QuoteBody = QuoteInput;
export type RegisterBody = RegisterInput;
export type SavedLists = SavedListsDto;
export type SavedListsBody = SavedListsInput;
export type ResetPasswordBody = ResetPasswordInput;
export type ShopSettings = ShopSettingsDto;

/** GET /product query (API.md): categories as ids, attributes as `identifier:value` pairs. */
export interface ProductListQuery {
  skip?: number;
  limit?: number;
  search?: string;
  categories?: readonly number[];
  attributes?: readonly string[];
  sort?: string;
  /** Rupees, in the buyer's group price, both ends included. */
  priceMin?: number;
  priceMax?: number;
}
