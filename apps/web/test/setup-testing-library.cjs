// findBy* waits for lazy route chunks that are compiled on first import: a second is too short
// when the whole suite shares two cores, and waiting longer costs nothing when things are fast.
// (After the test framework is installed, so Testing Library still registers its cleanup.)
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
