export { AudioPlayer, type AudioPlayerProps, type AudioTrack } from './AudioPlayer.tsx';
