// Chromium offers installing once per page, early, with an event the page keeps for later (main.tsx listens from
// the first moment); the polite offer (install-offer.tsx) uses it after a second visit.
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let kept: InstallPromptEvent | null = null;

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    kept = event as InstallPromptEvent;
  });
}

export function installPrompt(): InstallPromptEvent | null {
  return kept;
}

export function forgetInstallPrompt(): void {
  kept = null;
}
