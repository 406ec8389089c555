/** An address as people scan it: `0x1234…abcd` (the checksummed address keeps its letter case). */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
