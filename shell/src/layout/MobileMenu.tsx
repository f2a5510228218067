import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from '@hospital/router';
import { Icon } from './icons';
import { isGroup, mobileNav, useNavLabel } from './nav-items';
import { useT } from '../i18n/catalog';
import styles from './MobileMenu.module.css';
import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * Hamburger and slide menu. It is HTML first, so it works on a prerendered page before any script has run:
 * the panel is a popover the hamburger opens (Escape and a tap outside close it, focus goes back to the
 * hamburger), and its groups are one accordion of <details> sharing a name, so one opens at a time.
 * The live page adds only what HTML cannot: focus into the panel on opening, closing on navigation.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const t = useT();
  const label = useNavLabel();

  useEffect(() => {
    const panel = panelRef.current;
    // Opened on the plain page before this ran: take it as it is.
    if (panel?.matches(':popover-open')) setOpen(true);
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (panel?.matches(':popover-open')) panel.hidePopover();
  }, [pathname]);

  return (
    <div className={styles.mobile}>
      <button
        type="button"
        className={styles.toggle}
        popoverTarget={panelId}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(open ? 'menu.close' : 'menu.open')}
        // While open the panel covers it on a phone: the panel's own close button is the one to use.
        aria-hidden={open || undefined}
        tabIndex={open ? -1 : undefined}
      >
        {open ? <Icon name="close" size={24} /> : <Icon name="menu" size={24} />}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        className={styles.panel}
        role="dialog"
        aria-modal="false"
        aria-label={t('menu.label')}
        onToggle={(event) => {
          const opened = event.newState === 'open';
          setOpen(opened);
          if (opened) event.currentTarget.querySelector<HTMLElement>('nav a, nav summary')?.focus();
        }}
      >
        <button type="button" className={styles.close} popoverTarget={panelId} popoverTargetAction="hide" aria-label={t('menu.close')}>
          <Icon name="close" size={24} />
        </button>
        <nav aria-label={t('nav.mobile')}>
          <ul className={styles.list}>
            {mobileNav.map((item) =>
              isGroup(item) ? (
                <li key={item.to}>
                  <details name={`${panelId}-groups`} className={styles.group}>
                    <summary className={styles.link}>
                      {label(item.label)}
                      <Icon name="chevronDown" size={18} className={styles.chevron} />
                    </summary>
                    <ul className={styles.submenu}>
                      {item.children.map((child, index) => (
                        <li key={`${index}-${child.to}`}>
                          <NavLink to={child.to} end className={styles.sublink}>
                            {label(child.label)}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item.to}>
                  <NavLink to={item.to} end className={styles.link}>
                    {label(item.label)}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          <NavLink to="/appoinment" className={`btn btn-accent ${styles.book}`}>
            {t('header.book')}
          </NavLink>
        </nav>
        <LanguageSwitcher inMenu className={styles.languages} />
      </div>
    </div>
  );
}
