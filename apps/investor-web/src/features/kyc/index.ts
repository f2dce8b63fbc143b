/**
 * The kyc feature's public surface: the one KYC read (the investment gate's) and whether the
 * navigation links the KYC centre. Its page is not exported: the route table loads it on its
 * own, so the navigation bar does not bring the KYC form to every first page.
 */
export { useKyc } from './api/get-kyc';
export { useNeedsIdentityVerification } from './api/needs-verification';
