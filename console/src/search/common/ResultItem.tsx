import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/*
 * A search result row in plain elements, styled once by the list around it (ResultList): the look of
 * MUI's ListItem with an Avatar, a ListItemText and outlined small Chips, without their components.
 * A page of 25 rows of those was about 250 MUI components, each resolving its styles on every answer;
 * the profile of the typing benchmark (bench/console-search) put most of the time from an answer to
 * its paint there. Class names are prefixed so that no other style of the page reaches them.
 */

export interface ResultItemProps {
  testId: string;
  /** The details page the name links to. */
  to: string;
  title: ReactNode;
  /** Lines under the name (each a block). */
  lines: readonly ReactNode[];
  chips: readonly string[];
  /** A photo's address; the letter or icon shows under it until it loads, and when it fails. */
  photo?: string;
  /** The avatar's content without a photo (a letter or an icon). */
  avatar: ReactNode;
}

export function ResultItem({ testId, to, title, lines, chips, photo, avatar }: ResultItemProps) {
  return (
    <li className="cs-result" data-testid={testId}>
      <div className="cs-result-avatar" aria-hidden="true">
        <span className="cs-result-avatar-circle">
          {avatar}
          {photo && (
            <img
              src={photo}
              alt=""
              loading="lazy"
              onError={(event) => {
                event.currentTarget.hidden = true;
              }}
            />
          )}
        </span>
      </div>
      <div className="cs-result-text">
        <RouterLink className="cs-result-name" to={to}>
          {title}
        </RouterLink>
        {lines.length > 0 && (
          <p className="cs-result-lines">
            {lines.map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </p>
        )}
      </div>
      {chips.length > 0 && (
        <div className="cs-result-chips">
          {chips.map((chip, index) => (
            <span key={index} className="cs-result-chip">
              {chip}
            </span>
          ))}
        </div>
      )}
    </li>
  );
}

/** The results' list: the rows' styles (MUI's list item, avatar, text and outlined chip) in one place. */
export const ResultList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: theme.spacing(1, 0),
  transition: 'opacity 120ms',
  '&.cs-result-list-busy': { opacity: 0.6 },
  '& .cs-result': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: theme.spacing(1),
    padding: theme.spacing(1, 2),
    borderBottom: `1px solid ${theme.palette.divider}`,
    backgroundClip: 'padding-box',
  },
  '& .cs-result-avatar': { flexShrink: 0, minWidth: 56, marginTop: 8 },
  '& .cs-result-avatar-circle': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    overflow: 'hidden',
    borderRadius: '50%',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(20),
    lineHeight: 1,
    userSelect: 'none',
    color: theme.palette.background.default,
    backgroundColor: theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[600],
    '& svg': { width: '75%', height: '75%', fill: 'currentColor' },
    '& img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
  },
  '& .cs-result-text': { flex: '1 1 240px', minWidth: 0, margin: '6px 0' },
  '& .cs-result-name': {
    ...theme.typography.body1,
    color: theme.palette.primary.main,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
  '& .cs-result-lines': {
    ...theme.typography.body2,
    margin: 0,
    color: theme.palette.text.secondary,
    '& > span': { display: 'block' },
  },
  '& .cs-result-chips': { display: 'flex', flexWrap: 'wrap', gap: 4, paddingTop: 4 },
  '& .cs-result-chip': {
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    padding: '0 7px',
    borderRadius: 12,
    whiteSpace: 'nowrap',
    color: theme.palette.text.primary,
    border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
  },
}));
