import { Button, type IconName } from '@blueprintjs/core';
import { useLocation } from 'wouter';
import type { ScreenDef } from '../shell/screen';

export interface DayScreenButtonProps {
  screen: ScreenDef;
  date: string;
  icon: IconName;
  text: string;
}

/** Opens the sibling screen (a token's list, its print) on the same date. */
export function DayScreenButton({ screen, date, icon, text }: DayScreenButtonProps) {
  const [, navigate] = useLocation();
  return <Button icon={icon} text={text} onClick={() => navigate(`${screen.path}?date=${date}`)} />;
}
