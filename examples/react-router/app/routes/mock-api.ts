import { answerApi } from '../mock-backend.server';
import type { Route } from './+types/mock-api';

export const loader = ({ request }: Route.LoaderArgs) => answerApi(request);
export const action = ({ request }: Route.ActionArgs) => answerApi(request);
