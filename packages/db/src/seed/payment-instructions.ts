import type { NewMobileMoneyMerchant, NewPaymentInstructions } from '../schema';

/**
 * Demo payment instructions: every name and number is made up (no real bank, account or
 * merchant), so nobody following the demo can send money anywhere.
 */
export const DEMO_ESCROW_BANK_ACCOUNT: NewPaymentInstructions = {
  bankName: 'Demo Escrow Bank (fictitious)',
  branch: 'Airport City, Accra',
  accountName: 'CoInvest Accra Escrow (demo)',
  accountNumber: '0000123456789',
  swiftCode: 'DEMOGHAC',
};

export const DEMO_MOBILE_MONEY_MERCHANTS: NewMobileMoneyMerchant[] = [
  { network: 'mtn_momo', merchantName: 'CoInvest Accra (demo)', merchantNumber: '0240000001' },
  { network: 'telecel_cash', merchantName: 'CoInvest Accra (demo)', merchantNumber: '0200000002' },
  {
    network: 'airteltigo_money',
    merchantName: 'CoInvest Accra (demo)',
    merchantNumber: '0270000003',
  },
];
