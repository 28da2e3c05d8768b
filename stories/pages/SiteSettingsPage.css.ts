import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/contract.css.ts';

/** The settings page: its title, then the section tabs, on the theme's page colours. */
export const page = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md, fontFamily: vars.font.body, color: vars.color.text, minWidth: 0 });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.heading, fontWeight: vars.fontWeight.bold });
