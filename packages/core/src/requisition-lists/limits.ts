/**
 * How many named lists a buyer keeps, and how many lines one list holds. A restock list of a retailer is
 * some 40 lines; 200 leaves room for a whole hotel's fit-out while keeping a list one page of the account.
 */
export const REQUISITION_LISTS_MAX = 50;
export const REQUISITION_LIST_LINES_MAX = 200;
export const REQUISITION_LIST_NAME_MAX = 80;
