import { useEffect, useId, useRef, useState } from 'react';
import type { NavItem } from '../../lib/contract/types.ts';
import type { SiteId } from '../../lib/sites.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import { useT } from '../i18n.tsx';

interface NavListProps {
  items: NavItem[];
  site?: SiteId;
  idPrefix: string;
  className?: string;
  /** In the mobile menu submenus are always open: there is no hover on a phone. */
  expanded?: boolean;
}

/** Navigation items with optional submenus (rules §header); a submenu is a disclosure button. */
export function NavList({ items, site, idPrefix, className, expanded = false }: NavListProps) {
  if (items.length === 0) return null;
  return (
    <ul className={className ? `nav-list ${className}` : 'nav-list'}>
      {items.map((item, index) => (
        <li
          key={`${item.caption}-${index}`}
          className={`nav-list__item${item.has_sub_menu && item.submenu.length ? ' nav-list__item--parent' : ''}`}
        >
          <SmartLink link={item.link} site={site} className="nav-list__link">
            {item.caption}
          </SmartLink>
          {item.has_sub_menu &&
            item.submenu.length > 0 &&
            (expanded ? (
              <SubList item={item} site={site} />
            ) : (
              <Submenu item={item} site={site} id={`${idPrefix}-${index}`} />
            ))}
        </li>
      ))}
    </ul>
  );
}

function SubList({ item, site, id, hidden }: { item: NavItem; site?: SiteId; id?: string; hidden?: boolean }) {
  return (
    <ul className="nav-list__submenu" id={id} hidden={hidden}>
      {item.submenu.map((entry) => (
        <li key={entry.link.url}>
          <SmartLink link={entry.link} site={site} className="nav-list__sublink">
            {entry.caption}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** Opens on hover (CSS) and on its button (keyboard, touch); Escape closes it and returns focus. */
function Submenu({ item, site, id }: { item: NavItem; site?: SiteId; id: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const generated = useId();
  const listId = `${id}-${generated.replace(/:/g, '')}`;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!button.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="nav-list__toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('nav.submenu', { caption: item.caption })}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className="chevron" />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the dropdown closes it; its controls are buttons and links */}
      <div
        className={`nav-list__dropdown${open ? ' nav-list__dropdown--open' : ''}`}
        onBlur={(event) => {
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget as Node)) setOpen(false);
        }}
      >
        <SubList item={item} site={site} id={listId} />
      </div>
    </>
  );
}
