import { useLingui } from '@lingui/react/macro';
import { MoonIcon, SunIcon } from 'lucide-react';
import { useState } from 'react';
import { applyTheme, type Theme } from '@/lib/theme';
import { Button } from './ui/button';

export function ThemeToggle() {
  const { t } = useLingui();
  const [theme, setTheme] = useState<Theme>(() =>
    document.documentElement.classList.contains('dark') ? 'dark' : 'light',
  );
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={next === 'dark' ? t`Usar tema oscuro` : t`Usar tema claro`}
      onClick={() => {
        applyTheme(next, true);
        setTheme(next);
      }}
    >
      {theme === 'dark' ? <SunIcon aria-hidden /> : <MoonIcon aria-hidden />}
    </Button>
  );
}
