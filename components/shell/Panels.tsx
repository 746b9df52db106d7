import { useSignals } from '../store/signals.ts';
import { actions, store } from '../store/store.ts';
import { useOnDemand } from '../ui/useOnDemand.ts';

const loadLocationPanel = () => import('./LocationPanel.tsx').then((module) => module.LocationPanel);
const loadMobileMenu = () => import('./MobileMenu.tsx').then((module) => module.MobileMenu);

/**
 * The panels the header opens (location chooser, mobile menu). Neither is in the prerendered page nor in its
 * first-load code: their links are in the header and footer already, and a panel's code arrives in the
 * moment between the tap and the panel sliding in; once loaded it stays mounted. The header's buttons point
 * at them (aria-controls) while open.
 */
export function Panels() {
  useSignals();
  // A panel whose code cannot arrive (offline, never kept) did not open: its button must not say it did.
  const LocationPanel = useOnDemand(loadLocationPanel, store.locationOpen.value, () =>
    actions.closePanel('locationOpen'),
  );
  const MobileMenu = useOnDemand(loadMobileMenu, store.menuOpen.value, () => actions.closePanel('menuOpen'));
  return (
    <>
      {LocationPanel && <LocationPanel />}
      {MobileMenu && <MobileMenu />}
    </>
  );
}
