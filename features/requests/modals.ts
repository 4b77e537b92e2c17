// The requests feature's modals (lazy-submit-project.tsx), opened from the direct line page and the cabinet's Projects tab.
declare module '@/components/ui-store' {
  interface FeatureModals {
    submitProject: 'requests';
    applicationSuccess: 'requests';
  }
}

// A module, not a script: the block above then adds to components/ui-store's interface instead of replacing the module.
export {};
