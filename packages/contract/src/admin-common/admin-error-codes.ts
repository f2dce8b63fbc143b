/** The admin routes' own `errorCode`s, beside the shared ERROR_CODES, for clients that branch. */
export const ADMIN_ERROR_CODES = {
  projectHasInvestments: 'PROJECT_HAS_INVESTMENTS',
  unitHasInvestments: 'UNIT_HAS_INVESTMENTS',
  unitAlreadySold: 'UNIT_ALREADY_SOLD',
  unitSaleRequired: 'UNIT_SALE_REQUIRED',
  unitHasUnpaidInvestments: 'UNIT_HAS_UNPAID_INVESTMENTS',
  unitNumberTaken: 'UNIT_NUMBER_TAKEN',
  unitPriceLocked: 'UNIT_PRICE_LOCKED',
  developerNameTaken: 'DEVELOPER_NAME_TAKEN',
  developerLicenseTaken: 'DEVELOPER_LICENSE_TAKEN',
  currencyUnknown: 'CURRENCY_UNKNOWN',
} as const;
