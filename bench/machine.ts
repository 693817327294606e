/** What the figures were measured on. */
import os from 'node:os';

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryGb: number;
  platform: string;
  node: string;
  postgres: string | null;
  loadAverageAtStart: number[];
}

export function machineInfo(postgres: string | null): MachineInfo {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    postgres,
    loadAverageAtStart: os.loadavg().map((load) => Number(load.toFixed(2))),
  };
}
