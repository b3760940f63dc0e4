import { Card, Icon } from '@blueprintjs/core';
import { useLocation } from 'wouter';
import type { TileView } from './dashboard-view';

/**
 * One dashboard figure. With a link the whole tile opens the screen behind it (a real anchor: a new tab and the
 * keyboard work); without one (a role that may not open it) it is a plain figure.
 */
export function TileCard({ tile }: { tile: TileView }) {
  const [, navigate] = useLocation();
  const body = (
    <>
      <div className="dashboard-tile__label">{tile.label}</div>
      <div className="dashboard-tile__value" data-tile-value={tile.key}>
        {tile.value}
      </div>
      <div className="dashboard-tile__detail">{tile.detail}</div>
    </>
  );
  const className = `dashboard-tile${tile.intent ? ` dashboard-tile--${tile.intent}` : ''}`;
  if (!tile.link) {
    return (
      <Card elevation={1} className={className} data-tile={tile.key}>
        {body}
      </Card>
    );
  }
  const { href, title } = tile.link;
  return (
    <Card elevation={1} className={`${className} dashboard-tile--link`} data-tile={tile.key}>
      <a
        href={href}
        className="dashboard-tile__anchor"
        onClick={(event) => {
          if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          navigate(href);
        }}
      >
        {body}
        <span className="dashboard-tile__open">
          {title} <Icon icon="arrow-right" size={12} />
        </span>
      </a>
    </Card>
  );
}
