// The passport feature's modal (passport-view.tsx): shown after the passport is saved.
declare module '@/components/ui-store' {
  interface FeatureModals {
    passportSuccess: 'passport';
  }
}

// A module, not a script: the block above then adds to components/ui-store's interface instead of replacing the module.
export {};
