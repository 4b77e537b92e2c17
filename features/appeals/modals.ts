// The appeals feature's modal (lazy-appeal-form.tsx): shown after an appeal is sent.
declare module '@/components/ui-store' {
  interface FeatureModals {
    appealSuccess: 'appeals';
  }
}

// A module, not a script: the block above then adds to components/ui-store's interface instead of replacing the module.
export {};
