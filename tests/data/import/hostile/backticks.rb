`touch /tmp/hbd-hostile-marker`
create 'after_backticks', 'f'
