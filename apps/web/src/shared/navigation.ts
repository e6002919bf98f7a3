/**
 * Lets non-component code (the 401 rule of the API layer) change the route. main.tsx points it
 * at the router; until then it falls back to a full page load.
 */
type Navigate = (to: string) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string): void {
  navigator(to);
}
