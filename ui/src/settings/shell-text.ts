import type { Language } from './layout-settings';

/**
 * The few shell labels with a settled Tamil form (menu groups, profile menu). Everything else stays in
 * English until the department's translations arrive; the settings panel says so.
 */
const TAMIL: Record<string, string> = {
  Dashboard: 'முகப்புப் பலகை',
  'Master Management': 'முதன்மைத் தரவு மேலாண்மை',
  'E-Auction': 'மின்-ஏலம்',
  'Bill Print': 'ரசீது அச்சு',
  Accounts: 'கணக்குகள்',
  Reports: 'அறிக்கைகள்',
  'MIS Reports': 'மேலாண்மைத் தகவல் அறிக்கைகள்',
  'Change Password': 'கடவுச்சொல் மாற்றம்',
  Logout: 'வெளியேறு',
  Home: 'முகப்பு',
};

export function shellText(text: string, language: Language): string {
  return language === 'ta' ? (TAMIL[text] ?? text) : text;
}
