export { dumpDatabase, type DumpOptions, type DumpSummary } from './dump';
export { restoreDatabase, type RestoreOptions, type RestoreSummary } from './restore';
export { BackupError, BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader } from './format';
