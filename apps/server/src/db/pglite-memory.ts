/**
 * PostgreSQL memory settings of the embedded database (PGlite), in MB. PGlite runs PostgreSQL inside the
 * server's own process, so whatever these let PostgreSQL use counts in the server's RSS; the measurements
 * behind the defaults are in docs/performance.md, "PGlite memory".
 */
export interface PgliteMemory {
  sharedBuffersMb: number;
  workMemMb: number;
  maintenanceWorkMemMb: number;
  walBuffersMb: number;
  tempBuffersMb: number;
}

/**
 * PGlite's own defaults are initdb's, 128 MB of shared buffers, which emscripten's zero-filled shared memory
 * makes resident as soon as the database opens.
 */
export const DEFAULT_PGLITE_MEMORY: PgliteMemory = {
  sharedBuffersMb: 16,
  workMemMb: 4,
  maintenanceWorkMemMb: 64,
  walBuffersMb: 1,
  tempBuffersMb: 8,
};

/** As `name=value` settings for PostgreSQL's `-c`. */
export function pgliteSettings(memory: PgliteMemory): string[] {
  return [
    `shared_buffers=${memory.sharedBuffersMb}MB`,
    `work_mem=${memory.workMemMb}MB`,
    `maintenance_work_mem=${memory.maintenanceWorkMemMb}MB`,
    `wal_buffers=${memory.walBuffersMb}MB`,
    `temp_buffers=${memory.tempBuffersMb}MB`,
  ];
}
