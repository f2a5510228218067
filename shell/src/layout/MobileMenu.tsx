import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from '@hospital/router';
import { Icon } from './icons';
import { isGroup, mobileNav } from './nav-items';
import styles from './MobileMenu.module.css';

/** Hamburger and slide menu; its accordion keeps one submenu open at a time. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={styles.mobile}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <Icon name="close" size={24} /> : <Icon name="menu" size={24} />}
      </button>
      {open && <div className={styles.backdrop} onClick={() => setOpen(false)} aria-hidden="true" />}
      <div
        ref={panelRef}
        id={panelId}
        className={styles.panel}
        data-open={open}
        hidden={!open}
        role="dialog"
        aria-modal="false"
        aria-label="Site menu"
      >
        <nav aria-label="Mobile">
          <ul className={styles.list}>
            {mobileNav.map((item) => {
              if (!isGroup(item)) {
                return (
                  <li key={item.to}>
                    <NavLink to={item.to} end className={styles.link}>
                      {item.label}
                    </NavLink>
                  </li>
                );
              }
              const expanded = openGroup === item.label;
              const submenuId = `${panelId}-${item.label.replace(/\W+/g, '-')}`;
              return (
                <li key={item.label}>
                  <button
                    type="button"
                    className={styles.link}
                    aria-expanded={expanded}
                    aria-controls={submenuId}
                    onClick={() => setOpenGroup(expanded ? null : item.label)}
                  >
                    {item.label}
                    <Icon name="chevronDown" size={18} className={styles.chevron} />
                  </button>
                  <ul id={submenuId} className={styles.submenu} hidden={!expanded}>
                    {item.children.map((child) => (
                      <li key={child.to + child.label}>
                        <NavLink to={child.to} end className={styles.sublink}>
                          {child.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
          <NavLink to="/appoinment" className={`btn btn-accent ${styles.book}`}>
            Book An Appointment
          </NavLink>
        </nav>
      </div>
    </div>
  );
}
