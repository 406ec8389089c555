import { alpha, createTheme } from '@mui/material/styles';

// Colours were picked for WCAG AA: every text colour below reaches at least 4.5:1 on the
// paper and background colours, and input borders reach 3:1.
export const brandColors = {
  background: '#070b17',
  paper: '#0f1629',
  raised: '#131c33',
  violet: '#a78bfa',
  violetLight: '#c4b5fd',
  violetDeep: '#7c3aed',
  cyan: '#22d3ee',
  teal: '#0e7490',
  text: '#f1f5f9',
  textMuted: '#a5b4cb',
  border: '#7b8aa3',
  ink: '#0b0f1a',
} as const;

export const brandGradient = `linear-gradient(135deg, ${brandColors.violetDeep} 0%, ${brandColors.teal} 100%)`;
export const brandTextGradient = `linear-gradient(90deg, ${brandColors.violetLight} 0%, ${brandColors.cyan} 100%)`;

/** The keyboard focus ring of every control. */
export const focusRing = {
  outline: `3px solid ${brandColors.cyan}`,
  outlineOffset: '2px',
};

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: {
      main: brandColors.violet,
      light: brandColors.violetLight,
      dark: brandColors.violetDeep,
      contrastText: brandColors.ink,
    },
    secondary: { main: brandColors.cyan, contrastText: brandColors.ink },
    error: { main: '#f87171', contrastText: brandColors.ink },
    success: { main: '#4ade80', contrastText: brandColors.ink },
    info: { main: '#60a5fa', contrastText: brandColors.ink },
    warning: { main: '#fbbf24', contrastText: brandColors.ink },
    background: { default: brandColors.background, paper: brandColors.paper },
    text: {
      primary: brandColors.text,
      secondary: brandColors.textMuted,
      disabled: alpha(brandColors.text, 0.5),
    },
    divider: alpha(brandColors.textMuted, 0.18),
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    h1: { fontSize: 'clamp(2.25rem, 6vw, 4rem)', fontWeight: 800, lineHeight: 1.1 },
    h2: { fontSize: 'clamp(1.75rem, 4vw, 2.5rem)', fontWeight: 750, lineHeight: 1.2 },
    h3: { fontSize: 'clamp(1.4rem, 3vw, 1.9rem)', fontWeight: 700 },
    h4: { fontSize: '1.5rem', fontWeight: 700 },
    h5: { fontSize: '1.25rem', fontWeight: 650 },
    h6: { fontSize: '1.1rem', fontWeight: 650 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: {
          // Keeps scrolled-to sections clear of the sticky navbar.
          scrollPaddingTop: '88px',
        },
        body: {
          backgroundColor: brandColors.background,
          backgroundImage: [
            `radial-gradient(60rem 30rem at 10% -10%, ${alpha(brandColors.violetDeep, 0.22)}, transparent 70%)`,
            `radial-gradient(50rem 30rem at 100% 0%, ${alpha(brandColors.teal, 0.18)}, transparent 70%)`,
          ].join(','),
          backgroundAttachment: 'fixed',
          overflowX: 'hidden',
        },
        ':focus-visible': focusRing,
        // Sections and <main> receive focus programmatically; a ring there is noise.
        '[tabindex="-1"]:focus': { outline: 'none' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': focusRing },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: 10,
          paddingInline: 18,
          variants: [
            {
              props: { variant: 'contained', color: 'primary' },
              style: {
                backgroundImage: brandGradient,
                color: '#ffffff',
                '&:hover': {
                  backgroundImage: `linear-gradient(135deg, #6d28d9 0%, #155e75 100%)`,
                },
                '&.Mui-disabled': {
                  backgroundImage: 'none',
                  backgroundColor: alpha(brandColors.textMuted, 0.2),
                  color: alpha(brandColors.text, 0.7),
                },
              },
            },
            {
              props: { variant: 'outlined' },
              style: { borderWidth: 1.5 },
            },
          ],
        },
      },
    },
    MuiIconButton: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': focusRing },
      },
    },
    MuiAppBar: {
      defaultProps: { color: 'transparent', elevation: 0 },
    },
    MuiPaper: {
      styleOverrides: {
        root: { backgroundImage: 'none' },
        outlined: { borderColor: alpha(brandColors.textMuted, 0.22) },
      },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        root: {
          borderRadius: 16,
          backgroundColor: alpha(brandColors.paper, 0.85),
          backdropFilter: 'blur(6px)',
        },
      },
    },
    MuiDrawer: {
      styleOverrides: {
        paper: {
          backgroundColor: brandColors.paper,
          borderLeft: `1px solid ${alpha(brandColors.textMuted, 0.22)}`,
        },
      },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          backgroundColor: alpha(brandColors.background, 0.6),
          '& .MuiOutlinedInput-notchedOutline': { borderColor: brandColors.border },
          '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: brandColors.textMuted },
        },
      },
    },
    MuiFormHelperText: {
      styleOverrides: { root: { marginInline: 2 } },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: {
        root: { fontWeight: 500, borderRadius: 4 },
      },
    },
    MuiChip: {
      styleOverrides: { root: { fontWeight: 600 } },
    },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 10,
          '&.active': { backgroundColor: alpha(brandColors.violet, 0.16) },
        },
      },
    },
  },
});
