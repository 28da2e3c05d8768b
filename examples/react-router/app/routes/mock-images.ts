import { answerImage } from '../mock-backend.server';
import type { Route } from './+types/mock-images';

export const loader = ({ request }: Route.LoaderArgs) => answerImage(request);
