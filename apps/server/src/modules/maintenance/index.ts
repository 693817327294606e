/** The maintenance module's surface: the purge of expired rows the purge worker runs. */
export { deleteExpiredRows, type PurgeCounts } from './repo.js';
