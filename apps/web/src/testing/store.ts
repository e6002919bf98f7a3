/**
 * The app's own store, for tests that dispatch to it before rendering. Tests reach app/ through
 * testing/ (as bulletproof-react's test utilities do), so no file in features/ or shared/ imports app/.
 */
export { createStore, type AppStore } from '../app/store';
