import { NavLink } from 'react-router-dom';
import { AdminHeading } from '../ui/states';
import { SYSTEM_TEXT } from './constants';

const TABS = [
  { to: '/admin/system', label: SYSTEM_TEXT.tabs.operations, end: true },
  { to: '/admin/system/events', label: SYSTEM_TEXT.tabs.events, end: false },
  { to: '/admin/system/time-travel', label: SYSTEM_TEXT.tabs.timeTravel, end: false },
] as const;

/** The System screens' heading and their three parts. */
export function SystemTabs() {
  return (
    <>
      <AdminHeading title={SYSTEM_TEXT.title} />
      <nav aria-label="System" className="-mt-3 mb-6 flex flex-wrap gap-1 border-b border-neutral-300">
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) =>
              `-mb-px rounded-t-md border px-3 py-2 text-sm font-semibold ${isActive ? 'border-neutral-300 border-b-neutral-100 bg-neutral-100 text-neutral-950' : 'border-transparent text-neutral-700 hover:text-neutral-950'}`
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </>
  );
}
