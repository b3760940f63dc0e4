import { lazyScreen } from '../lazy-screen';
import type { ScreenDef } from '../screen';
import { MENU_GROUPS } from './menu-groups';

// Issue 25 part 5: farmers told by SMS. Not routes of the spec; kept beside the masters (the Admin's registry).
const GROUP = MENU_GROUPS.masters.label;

export const NOTICE_TEMPLATES: ScreenDef = {
  path: '/app/notices/templates',
  title: 'SMS Templates',
  group: GROUP,
  action: 'notices.templates',
  purpose:
    'The SMS templates as registered on the DLT portal (id, header, language, text, values), with their SMS parts and a live preview.',
  fields: ['message for', 'language', 'DLT template id', 'header (sender id)', 'text', 'values', 'SMS parts'],
  inMenu: true,
  component: lazyScreen(() => import('../../notices/TemplateRegistry'), 'TemplateRegistry'),
};

export const NOTICE_OUTBOX: ScreenDef = {
  path: '/app/notices/outbox',
  title: 'SMS Outbox',
  group: GROUP,
  action: 'notices.outbox',
  purpose:
    "A market's farmer notices: the text, language, SMS parts, whether each went (or why not) and its delivery report.",
  fields: [
    'when',
    'farmer',
    'mobile (masked)',
    'message for',
    'text',
    'SMS parts',
    'status',
    'delivery report',
  ],
  inMenu: true,
  component: lazyScreen(() => import('../../notices/NoticeOutbox'), 'NoticeOutbox'),
};

export const NOTICE_SCREENS: readonly ScreenDef[] = [NOTICE_TEMPLATES, NOTICE_OUTBOX];
