/** How the audit trail records a person using their data rights: on their own account. */
export const DATA_RIGHTS_AUDIT = {
  entityType: 'user',
  dataExport: 'user.data_export',
  accountDelete: 'user.account_delete',
} as const;
