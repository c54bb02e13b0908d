create 'safe', 'f'
create "evil#{`touch /tmp/hbd-hostile-marker`}", 'f'
