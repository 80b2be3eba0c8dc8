// Types of the jest-dom matchers (toBeInTheDocument, toHaveFocus...) for this package's tests;
// the runtime side is loaded by the shared jest preset's setup file.
/// <reference types="@testing-library/jest-dom" />
