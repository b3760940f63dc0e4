/** The Branch Admin login of a demo market, from its name: `hosur.admin`, `krishnagiri.admin`. */
export const marketLogin = (branchName: string) => `${branchName.toLowerCase().replace(/[^a-z]/g, '')}.admin`;
