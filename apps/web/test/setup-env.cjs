// jsdom does not implement scrolling; the app scrolls to the top after each route change.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
