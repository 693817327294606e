/** Preset theme colours of the settings drawer; any other colour can be picked too. */
export const THEME_COLOR_PRESETS = [
  { name: 'blue', color: '#165DFF' },
  { name: 'cyan', color: '#0FC6C2' },
  { name: 'green', color: '#00B42A' },
  { name: 'purple', color: '#722ED1' },
  { name: 'orange', color: '#F77234' },
  { name: 'red', color: '#F53F3F' },
] as const;

export function isSameColor(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
