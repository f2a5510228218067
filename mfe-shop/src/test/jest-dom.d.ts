// Types for jest-dom's matchers (toBeVisible, toHaveAttribute…) in this package's tests.
/// <reference types="@testing-library/jest-dom" />
