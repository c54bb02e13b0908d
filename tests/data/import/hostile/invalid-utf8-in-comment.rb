# résumé of the tables
create 'resume', 'f'
