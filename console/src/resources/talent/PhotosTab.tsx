import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  ImageList,
  ImageListItem,
  ImageListItemBar,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { errorMessage } from '../../dataProvider/apiError';
import { apiFetch } from '../../dataProvider/httpClient';
import { checkPhotoFile, PHOTO_ACCEPT, PHOTO_MAX_MEGABYTES } from './photoChecks';
import { primaryFirst, type PhotoView } from './primaryPhoto';
import { talentName } from './talentName';
import { uploadFile } from '../../dataProvider/uploadFile';

const P = 'resources.talent.photos';
/** The profiles service keeps at most 20 photos per profile. */
const PHOTOS_PER_PROFILE = 20;
const MISSING = '\u0000';
/** Over a thumbnail: the paper's colour, so that the control reads on any photo, in either theme. */
const ON_PHOTO = { m: 0.5, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } } as const;

interface Upload {
  name: string;
  percent: number;
}

interface Refusal {
  name: string;
  reason: string;
}

/**
 * The Photos tab: thumbnails in the order casting sees them (the primary photo first, marked), another
 * photo made primary, delete with a confirmation, and uploads with progress. A file of the wrong type or
 * size is refused here, before any byte is sent.
 */
export function PhotosTab() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [deleting, setDeleting] = useState<PhotoView | undefined>();
  const [choosing, setChoosing] = useState<string | undefined>();
  if (!record) {
    return null;
  }
  const talentId = String(record.id);
  const name = talentName(record);
  const photos = primaryFirst(
    (Array.isArray(record.photos) ? record.photos : []) as PhotoView[],
    typeof record.primaryPhotoId === 'string' ? record.primaryPhotoId : undefined,
  );
  const photoPath = (photoId: string) =>
    `/api/talent/${encodeURIComponent(talentId)}/photos/${encodeURIComponent(photoId)}`;
  const has = (key: string) => translate(key, { _: MISSING }) !== MISSING;
  const describe = (body: Parameters<typeof errorMessage>[0]) =>
    errorMessage(body, (key, options) => translate(key, options), has);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const refused: Refusal[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const refusal = await checkPhotoFile(file);
      if (refusal) {
        refused.push({ name: file.name, reason: translate(`${P}.refused.${refusal.code}`, refusal.args) });
      } else {
        accepted.push(file);
      }
    }
    setRefusals(refused);
    for (const file of accepted) {
      setUploads((current) => [...current, { name: file.name, percent: 0 }]);
      const progress = (percent: number) =>
        setUploads((current) => current.map((upload) => (upload.name === file.name ? { ...upload, percent } : upload)));
      try {
        await uploadFile({
          method: 'POST',
          path: `/api/talent/${encodeURIComponent(talentId)}/photos`,
          file,
          onProgress: progress,
          describe,
        });
        notify('resources.talent.notifications.photoUploaded', { type: 'success' });
      } catch (error) {
        const reason = error instanceof Error ? error.message : translate('errors.error');
        setRefusals((current) => [...current, { name: file.name, reason }]);
      } finally {
        setUploads((current) => current.filter((upload) => upload.name !== file.name));
        refresh();
      }
    }
  };

  const remove = async (photoId: string) => {
    setDeleting(undefined);
    try {
      await apiFetch(photoPath(photoId), { method: 'DELETE' });
      notify('resources.talent.notifications.photoDeleted', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    }
  };

  /** PUT …/primary answers the photo list; the profile is read again so that every tab agrees. */
  const makePrimary = async (photoId: string) => {
    setChoosing(photoId);
    try {
      await apiFetch(`${photoPath(photoId)}/primary`, { method: 'PUT' });
      notify('resources.talent.notifications.primaryChanged', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    } finally {
      setChoosing(undefined);
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }} data-testid="talent-photos">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2">
            {translate(`${P}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" id="photo-help">
            {translate(`${P}.help`, { max: PHOTO_MAX_MEGABYTES })}{' '}
            {translate(`${P}.count`, { count: photos.length, max: PHOTOS_PER_PROFILE })}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddPhotoAlternateIcon />}
          onClick={() => input.current?.click()}
          disabled={photos.length >= PHOTOS_PER_PROFILE}
          aria-describedby="photo-help"
        >
          {translate(`${P}.choose`)}
        </Button>
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          hidden
          data-testid="photo-input"
          aria-label={translate(`${P}.choose`)}
          onChange={(event) => void choose(event)}
        />
      </Stack>
      {refusals.length > 0 ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="photo-refusals" onClose={() => setRefusals([])}>
          {refusals.map((refusal) => (
            <div key={refusal.name}>
              {translate('resources.talent.notifications.photoFailed', { name: refusal.name, reason: refusal.reason })}
            </div>
          ))}
        </Alert>
      ) : null}
      {uploads.map((upload) => (
        <Box key={upload.name} sx={{ mb: 2 }} data-testid="photo-upload">
          <Typography variant="body2" id={`upload-${upload.name}`}>
            {translate(`${P}.uploading`, { name: upload.name, percent: upload.percent })}
          </Typography>
          <LinearProgress variant="determinate" value={upload.percent} aria-labelledby={`upload-${upload.name}`} />
        </Box>
      ))}
      {photos.length === 0 ? (
        <Typography color="text.secondary" data-testid="photos-empty">
          {translate(`${P}.empty`)}
        </Typography>
      ) : (
        <ImageList cols={4} gap={12} sx={{ m: 0 }} data-testid="photo-list">
          {photos.map((photo, index) => (
            <ImageListItem
              key={photo.id}
              data-testid="photo-item"
              data-photo-id={photo.id}
              data-primary={photo.primary === true}
              sx={{
                borderRadius: 1,
                overflow: 'hidden',
                outline: photo.primary ? 3 : 0,
                outlineColor: 'primary.main',
                outlineOffset: -3,
              }}
            >
              <img
                src={photo.thumbnailUrl}
                alt={translate(`${P}.thumbnail`, { number: index + 1, name })}
                loading="lazy"
                style={{ aspectRatio: '1 / 1', objectFit: 'cover', width: '100%' }}
              />
              <ImageListItemBar
                position="top"
                sx={{ background: 'transparent', '& .MuiImageListItemBar-titleWrap': { p: 0.5 } }}
                title={
                  photo.primary ? (
                    <Chip
                      size="small"
                      color="primary"
                      icon={<StarIcon />}
                      label={translate(`${P}.primary`)}
                      data-testid="photo-primary"
                    />
                  ) : (
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<StarBorderIcon />}
                      disabled={choosing !== undefined}
                      onClick={() => void makePrimary(photo.id)}
                      aria-label={translate(`${P}.makePrimaryLabel`, { number: index + 1 })}
                      sx={{ ...ON_PHOTO, m: 0, '&.Mui-disabled': { bgcolor: 'background.paper' } }}
                    >
                      {translate(`${P}.makePrimary`)}
                    </Button>
                  )
                }
                actionIcon={
                  <IconButton
                    aria-label={translate(`${P}.deleteLabel`, { number: index + 1 })}
                    onClick={() => setDeleting(photo)}
                    sx={ON_PHOTO}
                    size="small"
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                }
              />
            </ImageListItem>
          ))}
        </ImageList>
      )}
      <Confirm
        isOpen={deleting !== undefined}
        title={`${P}.deleteTitle`}
        content={deleting?.primary && photos.length > 1 ? `${P}.deletePrimaryContent` : `${P}.deleteContent`}
        confirm={`${P}.delete`}
        onConfirm={() => deleting && void remove(deleting.id)}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
}
